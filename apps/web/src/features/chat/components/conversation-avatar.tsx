import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";

/** A conversation's avatar: its photo, else the first two initials of its title (docs/product/chat.md#conversation-title). */
export function ConversationAvatar({
  avatar,
  className,
}: {
  avatar: { url: string | null; initials: string };
  className?: string;
}) {
  return (
    <Avatar className={cn("size-10", className)}>
      {avatar.url && <AvatarImage src={avatar.url} alt="" />}
      <AvatarFallback aria-hidden="true">{avatar.initials}</AvatarFallback>
    </Avatar>
  );
}
