import { apiErrorSchema } from "@alicerce/shared/errors";

/**
 * The error answers an authenticated route may give, for the OpenAPI document and the response
 * serializer: every one has the API's error shape.
 */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
