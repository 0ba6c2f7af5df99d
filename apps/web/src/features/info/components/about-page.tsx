// ABOUT US: the shop's story and its four highlights.
import { Link } from 'react-router-dom';
import about from 'virtual:catalog/about';
import { paths } from '../../../config/paths';
import '../info.css';

const icons: Record<string, React.ReactNode> = {
  themes: <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" />,
  kit: <path d="M3 8h18v13H3zM2 5h20v3H2zM12 5v16M12 5c-2-3-6-3-6-1s4 1 6 1zm0 0c2-3 6-3 6-1s-4 1-6 1z" />,
  planner: <path d="M4 4h16v17H4zM8 2v4M16 2v4M4 9h16M8 13h3M8 17h6" />,
  delivery: <path d="M2 6h12v10H2zM14 9h4l3 3v4h-7zM6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />,
};

export function AboutPage() {
  return (
    <div className="section">
      <h1>ABOUT US</h1>
      <div className="about__text">
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="lead">
            {paragraph}
          </p>
        ))}
      </div>
      <ul className="highlights">
        {about.highlights.map((highlight) => (
          <li key={highlight.title} className="card highlight">
            <svg
              aria-hidden="true"
              focusable="false"
              width="40"
              height="40"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
              strokeLinecap="round"
            >
              {icons[highlight.icon]}
            </svg>
            <h2 className="highlight__title">{highlight.title}</h2>
            <p>{highlight.text}</p>
          </li>
        ))}
      </ul>
      <Link className="button" to={paths.home.getHref()}>
        Back to Home
      </Link>
    </div>
  );
}
