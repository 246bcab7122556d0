-- Piece "documents": moves the wizard's project_documents into the one documents table.
-- Runs after CREATE TABLE "documents" and before DROP TABLE "project_documents".
-- Each old row keeps its id and file; versions are numbered by name (any case) within the project,
-- oldest first; the old types map to the new categories (projeto → technical, contrato and
-- licenca → legal, financeiro → financial, outros → planning); visibility "team" (the old rule:
-- only the uploader, the creator, the team, legal and admins could download); review pending, with
-- an open approval request recorded by the system (actor null), as every new document has.
-- The verification code is 16 bytes of a random UUID in base64url (22 characters, like the app's).
INSERT INTO "documents" ("id", "series_id", "project_id", "file_id", "name", "category", "visibility", "version",
  "uploaded_by", "review_status", "verification_code", "download_count", "search_text", "created_at")
SELECT pd."id",
  first_value(pd."id") OVER w,
  pd."project_id", pd."file_id", pd."name",
  (CASE pd."type"::text WHEN 'projeto' THEN 'technical' WHEN 'contrato' THEN 'legal' WHEN 'licenca' THEN 'legal'
    WHEN 'financeiro' THEN 'financial' ELSE 'planning' END)::"document_category",
  'team', row_number() OVER w, pd."uploaded_by", 'pending',
  substr(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), 1, 22),
  0,
  lower(translate(pd."name", 'áàâãäéèêëíìîïóòôõöúùûüçÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇ',
    'aaaaaeeeeiiiiooooouuuucaaaaaeeeeiiiiooooouuuuc')),
  pd."created_at"
FROM "project_documents" pd
WINDOW w AS (PARTITION BY pd."project_id", lower(pd."name") ORDER BY pd."created_at", pd."id");--> statement-breakpoint
INSERT INTO "approval_requests" ("subject_type", "subject_id", "title", "description", "search_text", "requested_by",
  "created_at", "updated_at")
SELECT 'document', d."id", d."name",
  (CASE d."category"::text WHEN 'technical' THEN 'Técnico' WHEN 'legal' THEN 'Jurídico' WHEN 'planning' THEN 'Planejamento'
    WHEN 'progress' THEN 'Progresso' ELSE 'Financeiro' END) || ' · versão ' || d."version" || ' · projeto "' || p."title" || '"',
  d."search_text", d."uploaded_by", d."created_at", d."created_at"
FROM "documents" d JOIN "projects" p ON p."id" = d."project_id";--> statement-breakpoint
INSERT INTO "approval_events" ("request_id", "kind", "actor_id", "created_at")
SELECT r."id", 'requested', NULL, r."created_at" FROM "approval_requests" r
WHERE r."subject_type" = 'document'
  AND NOT EXISTS (SELECT 1 FROM "approval_events" e WHERE e."request_id" = r."id");--> statement-breakpoint
