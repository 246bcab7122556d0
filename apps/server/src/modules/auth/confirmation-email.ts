import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import { apiErrorSchema } from "@alicerce/shared/errors";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { user as users } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { authHeaders } from "./request-headers.ts";
import { touchesByDefault } from "../../http/touches.ts";

/** Where the confirmation link lands: the page that answers team invitations. */
const CALLBACK_PATH = "/dashboard/invitations";
const SENDS_PER_HOUR = 5;

/**
 * Mails the logged-in user a link that confirms their e-mail, for accounts created while
 * confirmation was optional: a confirmed e-mail is what lets them answer team invitations.
 */
export const confirmationEmailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["accounts"]);
  app.post(
    "/api/auth/confirmation-email",
    {
      schema: {
        tags: ["auth"],
        summary: "Envia o link de confirmação de email para a conta da sessão",
        response: {
          200: z.object({ sent: z.boolean(), already_confirmed: z.boolean() }),
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = request;
      const [row] = await deps.db
        .select({ confirmed: users.emailVerified })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      if (row?.confirmed) return { sent: false, already_confirmed: true };
      const key = `confirmation-email:${user.id}`;
      const admitted = await deps.throttle.admit([{ key, rule: { limit: SENDS_PER_HOUR, windowSeconds: 3600 } }]);
      if (!admitted) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
      await deps.auth.api.sendVerificationEmail({
        body: { email: user.email, callbackURL: CALLBACK_PATH },
        headers: authHeaders(request),
      });
      return { sent: true, already_confirmed: false };
    },
  );
};
