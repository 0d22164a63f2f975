import { Pagewise } from '@pagewise/sdk';
import { useEffect, useState } from 'react';
import { Chat } from './Chat';

interface Config {
  apiUrl: string;
  publishableKey: string;
}

/** Reads where the API is and the publishable key from the page's server, then shows the chat. */
export function App() {
  const [client, setClient] = useState<Pagewise>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    fetch('/api/config')
      .then((res) => (res.ok ? (res.json() as Promise<Config>) : Promise.reject(new Error(`/api/config answered ${res.status}`))))
      .then(({ apiUrl, publishableKey }) => setClient(new Pagewise({ apiKey: publishableKey, baseURL: apiUrl })))
      .catch((e: Error) => setError(e.message));
  }, []);

  return (
    <main>
      <h1>Ask the handbook</h1>
      {error && <p role="alert">The chat could not start: {error}</p>}
      {client ? <Chat client={client} /> : !error && <p>Loading…</p>}
    </main>
  );
}
