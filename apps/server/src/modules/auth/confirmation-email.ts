import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import {
  CONFIRMATION_EMAIL_WAIT_MESSAGE,
  CONFIRMATION_EMAIL_WAIT_SECONDS,
  CONFIRMATION_EMAILS_PER_HOUR,
} from "@alicerce/shared/email-confirmation";
import { apiErrorSchema } from "@alicerce/shared/errors";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { user as users } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { authHeaders } from "./request-headers.ts";
import { touchesByDefault } from "../../http/touches.ts";

/** Where the confirmation link lands: the page that answers team invitations. */
const CALLBACK_PATH = "/dashboard/invitations";

/**
 * "Confirmar email": mails the logged-in user the link that confirms their e-mail again (the first
 * one leaves at registration). A confirmed e-mail is what lets them answer team invitations, invite
 * people and sign. Like the signing code, one a minute (the answer says when the next may be asked)
 * and a few an hour (decision 121).
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
          200: z.object({ sent: z.boolean(), already_confirmed: z.boolean(), resend_at: z.string().nullable() }),
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
      if (row?.confirmed) return { sent: false, already_confirmed: true, resend_at: null };
      const waited = await deps.throttle.admit([
        {
          key: `confirmation-email-wait:${user.id}`,
          rule: { limit: 1, windowSeconds: CONFIRMATION_EMAIL_WAIT_SECONDS },
        },
      ]);
      if (!waited) throw new AppError("TOO_MANY_REQUESTS", CONFIRMATION_EMAIL_WAIT_MESSAGE);
      const key = `confirmation-email:${user.id}`;
      const admitted = await deps.throttle.admit([
        { key, rule: { limit: CONFIRMATION_EMAILS_PER_HOUR, windowSeconds: 3600 } },
      ]);
      if (!admitted) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
      await deps.auth.api.sendVerificationEmail({
        body: { email: user.email, callbackURL: CALLBACK_PATH },
        headers: authHeaders(request),
      });
      const resendAt = new Date(deps.now().getTime() + CONFIRMATION_EMAIL_WAIT_SECONDS * 1000);
      return { sent: true, already_confirmed: false, resend_at: resendAt.toISOString() };
    },
  );
};
