import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { twMergeConfig } from "./tw-merge-config.generated";

/**
 * tailwind-merge with only the class groups the app uses (decision 002): the full default config is
 * about 8 KB gzip of the first load. src/lib/__tests__/cn.test.ts proves it merges every class of the
 * app like the full twMerge; run `npm run gen:tw-merge -w @alicerce/web` when it says so.
 */
const twMerge = createTailwindMerge(twMergeConfig);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
