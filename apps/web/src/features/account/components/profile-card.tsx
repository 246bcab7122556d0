import { BadgeCheck, CircleAlert } from "lucide-react";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { USER_TYPE_BADGE_LABELS } from "@alicerce/shared/user-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { initials } from "@/lib/format";

/** docs/product/account-and-notifications.md#profile-card: name, type label, "Verificado" or "Não verificado". */
export function ProfileCard({ user }: { user: CurrentUser }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-5 text-center sm:flex-row sm:text-left">
      <Avatar className="size-16 text-lg">
        {user.avatar_url && <AvatarImage src={user.avatar_url} alt="" />}
        <AvatarFallback>{initials(user.name)}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-0 gap-2">
        <p className="truncate text-lg font-semibold" data-testid="profile-name">
          {user.name}
        </p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Badge variant="secondary">{USER_TYPE_BADGE_LABELS[user.type]}</Badge>
          {user.verified ? (
            <Badge className="gap-1">
              <BadgeCheck aria-hidden="true" />
              Verificado
            </Badge>
          ) : (
            <Badge variant="outline" className="gap-1">
              <CircleAlert aria-hidden="true" />
              Não verificado
            </Badge>
          )}
        </div>
      </div>
    </Card>
  );
}
