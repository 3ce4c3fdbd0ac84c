import { useLocation } from 'react-router';
import { APP_NAME } from '@/components/ui/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** What an invitation's page hands over (issue 30): the tab to open and the invited address. */
function invitedState(state: unknown): { tab: 'sign-in' | 'sign-up'; email: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { tab, email } = state as { tab?: unknown; email?: unknown };
  return (tab === 'sign-in' || tab === 'sign-up') && typeof email === 'string' ? { tab, email } : null;
}

export default function AuthPage() {
  useDocumentTitle('Logowanie');
  const invited = invitedState(useLocation().state);
  return (
    <AuthCard title={APP_NAME} description="Zaloguj się do systemu">
      <Tabs defaultValue={invited?.tab ?? 'sign-in'}>
        <TabsList>
          <TabsTrigger value="sign-in">Logowanie</TabsTrigger>
          <TabsTrigger value="sign-up">Rejestracja</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm email={invited?.email} />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm email={invited?.email} />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
