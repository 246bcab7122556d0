import type { ChatUser } from "@alicerce/shared/schemas/chat";
import type { ReactNode } from "react";
import { USER_TYPE_BADGE_LABELS } from "@alicerce/shared/user-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { initials } from "@/lib/format";

/** A person with their avatar and role badge (docs/product/chat.md#new-conversation). */
export function UserIdentity({ user }: { user: Pick<ChatUser, "name" | "avatar_url" | "type"> }) {
  return (
    <span className="flex min-w-0 flex-1 items-center gap-3">
      <Avatar className="size-9">
        {user.avatar_url && <AvatarImage src={user.avatar_url} alt="" />}
        <AvatarFallback aria-hidden="true">{initials(user.name)}</AvatarFallback>
      </Avatar>
      <span className="grid min-w-0 gap-1">
        <span className="truncate text-sm font-medium">{user.name}</span>
        <Badge variant="secondary">{USER_TYPE_BADGE_LABELS[user.type]}</Badge>
      </span>
    </span>
  );
}

/** The loading block of the chat's lists of people and conversations: an avatar and two lines a row. */
export function ListSkeleton({ label, rows = 5, className }: { label: string; rows?: number; className?: string }) {
  return (
    <div role="status" className={cn("grid gap-3", className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The "Carregar mais" under a paged list. */
export function MoreButton({ children }: { children: ReactNode }) {
  return <div className="flex justify-center pt-2">{children}</div>;
}
