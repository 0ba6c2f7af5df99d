// The contact page: the shop's details beside the message form.
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import '../contact.css';

export function ContactPage() {
  return (
    <section className="section contact-page">
      <p className="eyebrow">We&apos;re here to help</p>
      <h1>CONTACT ME</h1>
      <p className="lead">Questions about a theme, a custom box or an order? Write to us and we&apos;ll reply within one working day.</p>
      <div className="contact-page__grid">
        <ContactForm />
        <ContactDetails />
      </div>
    </section>
  );
}
