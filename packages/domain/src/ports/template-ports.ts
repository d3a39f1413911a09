// The provider side of message templates, declared here and implemented in @crm/providers (WhatsApp
// Cloud's Graph API); the API host injects them per channel provider.
import type { TemplateCategory, TemplateComponent, TemplateStatus } from "../templates/template.model";

/** A template as the provider knows it. */
export interface ProviderTemplate {
  externalId: string;
  name: string;
  language: string;
  category: TemplateCategory;
  components: TemplateComponent[];
  status: TemplateStatus;
}

/** The channel's account at the provider (WHATSAPP_CLOUD: the WhatsApp Business Account id). */
export interface TemplateAccount {
  businessAccountId: string;
}

/**
 * A provider's template catalogue. Failures throw TemplateCatalogError (the domain answers 502
 * PROVIDER_ERROR with the provider's message).
 */
export interface TemplateCatalog {
  list(account: TemplateAccount): Promise<ProviderTemplate[]>;
  /** Submits a new template for review: the provider's id and status (usually PENDING). */
  submit(
    account: TemplateAccount,
    template: Omit<ProviderTemplate, "externalId" | "status">,
  ): Promise<{ externalId: string; status: TemplateStatus }>;
  remove(account: TemplateAccount, template: { name: string; externalId?: string }): Promise<void>;
}

export class TemplateCatalogError extends Error {
  constructor(
    message: string,
    readonly providerCode?: number,
  ) {
    super(message);
    this.name = "TemplateCatalogError";
  }
}
