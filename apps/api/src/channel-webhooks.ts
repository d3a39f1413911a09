import type { ChannelProvider, ChannelWebhookReader } from "@crm/domain";
import { parseWhatsAppWebhook, whatsAppSignatureValid } from "@crm/providers";

/**
 * The webhook readers of real channel providers, plugged into the domain (DEV's is built in).
 * WHATSAPP_CLOUD needs the Meta app's secret: without it its webhooks are refused (401).
 */
export function channelWebhookReaders(whatsApp: { appSecret?: string }): Partial<Record<ChannelProvider, ChannelWebhookReader>> {
  const { appSecret } = whatsApp;
  if (!appSecret) return {};
  return {
    WHATSAPP_CLOUD: (_channel, request) =>
      whatsAppSignatureValid(request.rawBody, request.headers["x-hub-signature-256"], appSecret)
        ? parseWhatsAppWebhook(request.json())
        : null,
  };
}
