import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { SITE } from '../site';

export function App() {
  return (
    <MantineProvider defaultColorScheme="auto">
      <main>
        <h1>{SITE.title}</h1>
        <p>{SITE.tagline}</p>
      </main>
    </MantineProvider>
  );
}
