// The chat feature's public parts: the header's "Conversas" button (loaded lazily by the dashboard layout).
export { ChatHeaderButton } from "./components/chat-header-button";
