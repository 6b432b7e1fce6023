// First: the schemas built by the modules below read it.
import './zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
// The first render is a transition: React renders it in slices of a few milliseconds, giving the browser the
// main thread between them, where a plain render is one task (on a phone, 4× slower, the first screen's render
// with its module preloads and the class-merging set-up took about 450 ms at once). Until it commits, the loading
// screen that index.html paints stays.
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  );
});
