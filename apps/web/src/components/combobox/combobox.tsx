import { useId, type KeyboardEvent, type ReactNode, type Ref, type UIEvent } from "react";
import { ChevronsUpDown, Loader2, Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { useHighlight } from "@/hooks/use-highlight";
import { cn } from "@/lib/cn";

/** How close to the end of the list (px) scrolling asks for the next page. */
const NEAR_END = 24;

/**
 * The one searching combobox (WAI-ARIA combobox with a listbox popup): the text box, the options the
 * caller found for it, a status read aloud. Arrows move the highlight (useHighlight: it is dropped when
 * `highlightKey` changes, i.e. another term's options replace the list, so Enter never picks an option
 * nobody saw highlighted), Enter chooses, Escape closes. The listbox is `aria-busy` while its options
 * are not yet the typed term's (`busy`); scrolling to its end asks for the next page (`onNearEnd`).
 */
export function Combobox<T>({
  id,
  label,
  placeholder,
  text,
  onTextChange,
  expanded,
  onOpen,
  onClose,
  onEscapeClosed,
  options,
  optionKey,
  renderOption,
  optionClassName,
  optionChecked,
  highlightKey,
  onChoose,
  onEnterWithout,
  listLabel,
  busy,
  fetching,
  status,
  empty,
  onNearEnd,
  footer,
  icon = "search",
  className,
  inputClassName,
  popupClassName,
  listClassName = "max-h-80 overflow-y-auto p-1",
  field,
}: {
  /** The text box's id; the listbox's and the options' ids derive from it. */
  id: string;
  /** Read by screen readers only; left out in a form field, whose visible label names the box. */
  label?: string;
  placeholder: string;
  /** What the box shows. */
  text: string;
  onTextChange: (text: string) => void;
  /** Whether the listbox shows. */
  expanded: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Escape with the list closed (the header search empties its box). */
  onEscapeClosed?: () => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  optionClassName?: (option: T) => string | undefined;
  /** A list that picks several (the chat's people): whether each option is among the chosen. */
  optionChecked?: (option: T) => boolean | undefined;
  /** What the options are the options of (a term, an answer): a new one drops the highlight. */
  highlightKey: unknown;
  /** "stay": the option acts in place ("Carregar mais projetos"), and the highlight stays on it. */
  onChoose: (option: T) => void | "stay";
  /** Enter with no option highlighted; without it, Enter is left to the page. */
  onEnterWithout?: () => void;
  listLabel: string;
  busy: boolean;
  /** A spinner in the box while a page loads. */
  fetching: boolean;
  /** Read aloud while open ("3 projetos encontrados"), and shown under an empty list. */
  status: string;
  /** No option matches: the status shows in the popup. */
  empty: boolean;
  onNearEnd?: () => void;
  /** Under the options ("Ver todos os resultados"). */
  footer?: ReactNode;
  /** The box's icon: a magnifier before the text, or the select's arrows after it. */
  icon?: "search" | "chevrons";
  className?: string;
  inputClassName?: string;
  popupClassName?: string;
  listClassName?: string;
  /** In a form field: the box's error state, its description (error or hint) and the form's ref. */
  field?: { invalid: boolean; describedBy?: string; ref?: Ref<HTMLInputElement> };
}) {
  const listboxId = `${useId()}-listbox`;
  const [active, setActive] = useHighlight(highlightKey);
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const highlighted = expanded && active >= 0 ? options[active] : undefined;

  const close = () => {
    setActive(-1);
    onClose();
  };
  const choose = (option: T) => {
    if (onChoose(option) !== "stay") setActive(-1);
  };
  const move = (step: 1 | -1) => {
    onOpen();
    if (options.length === 0) return;
    setActive((i) => (step === 1 ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
        break;
      case "Enter":
        if (highlighted !== undefined) {
          event.preventDefault();
          choose(highlighted);
        } else if (onEnterWithout) {
          event.preventDefault();
          onEnterWithout();
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else {
          onEscapeClosed?.();
        }
        break;
    }
  };
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END) onNearEnd?.();
  };

  const iconClass = "absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground";
  return (
    <div className={cn("relative", className)}>
      {label && (
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
      )}
      {icon === "search" && <Search className={cn(iconClass, "pointer-events-none left-3")} aria-hidden="true" />}
      <Input
        id={id}
        ref={field?.ref}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={field?.describedBy}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={highlighted !== undefined ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          onOpen();
          setActive(-1);
        }}
        onFocus={onOpen}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={cn("pr-9", icon === "search" && "pl-9", inputClassName)}
      />
      {fetching ? (
        <Loader2 className={cn(iconClass, "right-3 animate-spin")} aria-hidden="true" />
      ) : (
        icon === "chevrons" && (
          <ChevronsUpDown className={cn(iconClass, "pointer-events-none right-3")} aria-hidden="true" />
        )
      )}
      <div
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md",
          popupClassName,
          !expanded && "hidden",
        )}
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label={listLabel}
          aria-busy={busy}
          onScroll={onNearEnd ? onScroll : undefined}
          className={listClassName}
        >
          {options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-checked={optionChecked?.(option)}
              // Keep focus in the box: the click would otherwise blur it and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
              className={cn(
                "cursor-pointer rounded-sm px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground",
                optionClassName?.(option),
              )}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
        {empty && <p className="px-3 py-2 text-sm text-muted-foreground">{status}</p>}
        {footer}
      </div>
      <span className="sr-only" role="status" aria-live="polite">
        {expanded ? status : ""}
      </span>
    </div>
  );
}
