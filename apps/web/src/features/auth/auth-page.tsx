import { APP_NAME } from '@/components/ui/logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export default function AuthPage() {
  useDocumentTitle('Logowanie');
  return (
    <AuthCard title={APP_NAME} description="Zaloguj się do systemu">
      <Tabs defaultValue="sign-in">
        <TabsList>
          <TabsTrigger value="sign-in">Logowanie</TabsTrigger>
          <TabsTrigger value="sign-up">Rejestracja</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
