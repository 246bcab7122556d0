import { z } from "zod";
import { ptBR } from "zod/locales";

/**
 * Zod's built-in messages (a body that is not an object, a field of the wrong JSON type) in pt-BR,
 * for the server and for the web's forms alike. Importing this module sets them; every field a person
 * types in still carries its own written message, so these only cover what no schema foresaw.
 * Kept out of the schemas themselves so the login screen's first load does not carry the locale.
 */
z.config(ptBR());
