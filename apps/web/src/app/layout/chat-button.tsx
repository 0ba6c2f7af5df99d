// The floating chat button: opens a WhatsApp conversation with the shop, greeting prefilled.
import site from 'virtual:catalog/site';
import { ChatIcon } from '../../components/icons';

const href = `https://wa.me/91${site.contact.phone}?text=${encodeURIComponent(site.contact.whatsappGreeting)}`;

export function ChatButton() {
  return (
    <a className="chat-button" href={href} target="_blank" rel="noopener noreferrer" aria-label="Chat with Party Box on WhatsApp (opens in a new tab)">
      <ChatIcon />
    </a>
  );
}
