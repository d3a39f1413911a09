import type { FieldError } from "@crm/domain";

/** The spec's Error body, the only shape an error response may have. */
export interface ErrorBody {
  errorCode: string;
  message: string;
  status: number;
  errors?: FieldError[];
}
