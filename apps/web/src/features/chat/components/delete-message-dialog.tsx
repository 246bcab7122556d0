import type { Message } from "@alicerce/shared/schemas/chat";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useDeleteMessage } from "@/api/chat/message-mutations";

/** "Apagar": asks once, then the message shows "Mensagem apagada" for everyone (its files go too). */
export function DeleteMessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const remove = useDeleteMessage();
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Apagar mensagem?</AlertDialogTitle>
          <AlertDialogDescription>
            Todos na conversa verão &quot;Mensagem apagada&quot; no lugar dela, e os arquivos anexados deixam de estar
            disponíveis. Não é possível desfazer.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-white hover:bg-destructive/90"
            onClick={() => {
              if (message) remove.mutate(message.id);
              onClose();
            }}
          >
            Apagar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
