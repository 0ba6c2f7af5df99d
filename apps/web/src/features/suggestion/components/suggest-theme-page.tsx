// /suggesttheme: customers suggest a theme of their own for us to build.
import { SuggestionForm } from './suggestion-form';
import '../suggestion.css';

export function SuggestThemePage() {
  return (
    <section className="page-narrow suggestion-page">
      <p className="eyebrow">Your idea, our box</p>
      <h1>Suggest Your Own Theme</h1>
      <p className="lead">Dreaming of a theme we don&apos;t have yet? Describe it and our designers will review it and get back to you.</p>
      <SuggestionForm />
    </section>
  );
}
