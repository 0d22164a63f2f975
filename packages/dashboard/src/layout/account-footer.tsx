import { Button } from '@pagewise/ui';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../auth/session-provider';
import { NameText } from '../components/name-text';

/** Who is signed in, to which organization, and the way out. */
export function AccountFooter() {
  const { user, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <p className="truncate text-sm font-medium" title={user.email}>
        <bdi>{user.full_name || user.email}</bdi>
      </p>
      <p className="text-xs text-muted">
        <NameText name={user.organization.name} />
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void signOut();
        }}
      >
        <LogOutIcon aria-hidden />
        {leaving ? 'Signing out…' : 'Sign out'}
      </Button>
    </div>
  );
}
