-- docs/decisions/126-failed-signing-attempts-in-the-trail.md: the signing trail records refused attempts (a wrong
-- code, a name or CPF that does not match) beside the successes, each with its own kind.
ALTER TYPE "public"."signature_event_kind" ADD VALUE 'failed_code';--> statement-breakpoint
ALTER TYPE "public"."signature_event_kind" ADD VALUE 'failed_name';--> statement-breakpoint
ALTER TYPE "public"."signature_event_kind" ADD VALUE 'failed_cpf';--> statement-breakpoint
ALTER TYPE "public"."signature_event_kind" ADD VALUE 'failed_name_cpf';