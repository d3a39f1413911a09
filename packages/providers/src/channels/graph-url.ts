/** Meta's Graph API, which the WhatsApp Cloud API is part of (tests point WHATSAPP_GRAPH_URL at a local fake). */
export const DEFAULT_GRAPH_URL = "https://graph.facebook.com/v21.0";
