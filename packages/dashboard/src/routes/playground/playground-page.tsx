import { Alert, Button } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../auth/session-provider';
import { PageHeader } from '../../layout/page-header';
import { documentsQuery } from '../../lib/queries';
import { type ChatSession, loadSessions, newSessionId, saveSession, sessionTitle } from './chat-sessions';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { type OpenCitation, PdfViewerDialog } from './pdf-viewer-dialog';
import { SessionList } from './session-list';
import { useChat } from './use-chat';
import { Loading } from '../../components/loading';

export default function PlaygroundPage() {
  const { user } = useSession();
  const orgId = user.organization.id;
  const [sessions, setSessions] = useState<ChatSession[]>(() => loadSessions(orgId));
  const [sessionId, setSessionId] = useState(() => sessions[0]?.id ?? newSessionId());
  const [citation, setCitation] = useState<OpenCitation | null>(null);
  const chat = useChat(sessionId);
  const documents = useQuery(documentsQuery());
  const processed = documents.data?.filter((d) => d.status === 'processed').length;

  const ask = (question: string, context: boolean) => {
    const known = sessions.find((s) => s.id === sessionId);
    setSessions(saveSession(orgId, { id: sessionId, title: known?.title ?? sessionTitle(question), updatedAt: new Date().toISOString() }));
    void chat.ask(question, context);
  };

  return (
    <>
      <PageHeader title="Playground" description="Ask your documents a question, the way your users will. Answers stream in and cite the page they came from." />
      {processed === 0 && (
        <Alert className="mb-4">
          No document is processed yet, so answers will say nothing was found.{' '}
          <Link to="/documents" className="text-link underline">
            Upload a PDF
          </Link>{' '}
          first.
        </Alert>
      )}
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <SessionList sessions={sessions} current={sessionId} onSelect={setSessionId} onNew={() => setSessionId(newSessionId())} />
        <section aria-label="Conversation" className="flex min-w-0 flex-col gap-4">
          {chat.history === 'loading' && chat.turns.length === 0 ? (
            <Loading className="h-24" label="Loading this session" />
          ) : chat.history instanceof Error ? (
            <Alert tone="danger" className="flex flex-col items-start gap-2">
              Could not load this session's earlier messages. {chat.history.message}
              <Button variant="outline" size="sm" onClick={() => setSessionId(newSessionId())}>
                Start a new session
              </Button>
            </Alert>
          ) : chat.turns.length === 0 ? (
            <p className="text-muted">No questions in this session yet. Ask one below; with context on, follow-up questions can refer to earlier answers.</p>
          ) : (
            <MessageList turns={chat.turns} onOpenCitation={setCitation} />
          )}
          <Composer streaming={chat.streaming} onAsk={ask} onStop={chat.stop} />
        </section>
      </div>
      <PdfViewerDialog citation={citation} onClose={() => setCitation(null)} />
    </>
  );
}
