import type { Config } from "../../../config.ts";
import { createPixBoundary, type PixBoundary } from "../../pix/index.ts";

const boundaries = new WeakMap<Config, PixBoundary>();

/**
 * The app's API Pix client and Pix-out provider, made on first use (decision 099). With the sandbox
 * PSP its address is this server's own public URL, where the sandbox's webhook notifications go too;
 * unconfigured payments throw here, so the job that asked retries and the admin sees why.
 */
export function pspOf(config: Config): PixBoundary {
  let boundary = boundaries.get(config);
  if (!boundary) {
    boundary = createPixBoundary(config, { localBaseUrl: config.publicUrl });
    boundaries.set(config, boundary);
  }
  return boundary;
}

/** The escrow account's holder as receipts print it: the party that receives investors' Pix (decision 117). */
export function escrowHolder(config: Config): { name: string; document: string | null } {
  return { name: config.pix.escrow.holderName, document: config.pix.escrow.holderCnpj };
}
