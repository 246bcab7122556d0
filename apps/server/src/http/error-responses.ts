import { apiErrorSchema } from "@alicerce/shared/errors";

/**
 * The error answers of the API, for every route's response schema: each has the one error shape,
 * so the OpenAPI document lists them and the serializer writes them the same way everywhere.
 */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};
