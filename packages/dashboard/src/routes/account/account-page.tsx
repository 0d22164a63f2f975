import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@pagewise/ui';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../auth/session-provider';
import { PageHeader } from '../../layout/page-header';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export default function AccountPage() {
  const { user, signOut, signOutEverywhere } = useSession();
  const [leaving, setLeaving] = useState(false);
  const leave = (how: () => Promise<void>) => (setLeaving(true), void how());
  return (
    <>
      <PageHeader title="Account" description="Your profile, your password and where you are signed in." />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <ProfileForm user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Password</CardTitle>
            <CardDescription>At least 8 characters. Forgot it? Sign out and use "Forgot password" on the sign-in page.</CardDescription>
          </CardHeader>
          <CardContent>
            <PasswordForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Sessions</CardTitle>
            <CardDescription>Signing out everywhere ends every session of this account, on every device, this one included. API keys keep working.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button variant="outline" disabled={leaving} onClick={() => leave(signOut)}>
              <LogOutIcon aria-hidden />
              Sign out
            </Button>
            <Dialog>
              <DialogTrigger asChild>
                <Button variant="danger" disabled={leaving}>
                  Sign out everywhere
                </Button>
              </DialogTrigger>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Sign out everywhere?</DialogTitle>
                  <DialogDescription>Every browser and device signed in as {user.email} will need to sign in again.</DialogDescription>
                </DialogHeader>
                <div className="mt-4 flex flex-wrap justify-end gap-2">
                  <DialogClose asChild>
                    <Button variant="outline">Cancel</Button>
                  </DialogClose>
                  <Button variant="danger" disabled={leaving} onClick={() => leave(signOutEverywhere)}>
                    Sign out everywhere
                  </Button>
                </div>
              </DialogContent>
            </Dialog>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
