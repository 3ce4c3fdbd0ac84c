import { zodResolver } from '@hookform/resolvers/zod';
import { accountDeleteSchema, passwordChangeSchema, type AccountDeleteInput, type PasswordChangeInput } from '@wycieczki/shared';
import { Download, KeyRound, UserX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { NewPasswordField } from '@/components/new-password-field';
import { FormField, registered } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { downloadMyData, useChangePassword, useDeleteAccount } from './api/account';

/** RODO for the user's own data: 'Pobierz moje dane' (art. 20) and 'Usuń konto' (art. 17). */
export function AccountSection() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [changing, setChanging] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadMyData()
      .then(
        () => toast.success('Pobrano Twoje dane'),
        (error: unknown) => toast.error('Nie udało się pobrać danych', { description: errorMessage(error) }),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Twoje dane i konto</CardTitle>
        <CardDescription>
          Pobierz swój profil i utworzone wycieczki jako plik JSON. Dane wrażliwe uczniów nie są częścią pliku.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={download} disabled={downloading}>
          <Download aria-hidden="true" />
          {downloading ? 'Przygotowywanie...' : 'Pobierz moje dane'}
        </Button>
        <Button variant="outline" onClick={() => setChanging(true)}>
          <KeyRound aria-hidden="true" />
          Zmień hasło
        </Button>
        <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDeleting(true)}>
          <UserX aria-hidden="true" />
          Usuń konto
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
      <ChangePasswordDialog open={changing} onOpenChange={setChanging} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Usuń konto"
          description="Konto, profil i wycieczki bez uczniów zostaną trwale usunięte, a na cudzych wycieczkach przestaniesz być opiekunem. Nie można usunąć konta, dopóki jesteś twórcą wycieczki z uczniami."
        >
          <DeleteAccountForm />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DeleteAccountForm() {
  const deletion = useDeleteAccount();
  const form = useForm<AccountDeleteInput>({ resolver: zodResolver(accountDeleteSchema), defaultValues: { password: '' } });
  const submit = form.handleSubmit((input) => deletion.mutate(input));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id="delete-account-password" label="Hasło" type="password" autoComplete="current-password" autoFocus {...registered(form, 'password')} />
      <DialogFormFooter error={deletion.error} pending={deletion.isPending} label="Usuń konto na zawsze" pendingLabel="Usuwanie..." variant="destructive" />
    </form>
  );
}

function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Zmień hasło" description="Po zmianie hasła wszystkie inne urządzenia zalogowane na to konto zostaną wylogowane.">
          <ChangePasswordForm onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: { currentPassword: '', newPassword: '' } });
  const submit = form.handleSubmit((input) => change.mutate(input, { onSuccess: onDone }));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id="current-password" label="Obecne hasło" type="password" autoComplete="current-password" autoFocus {...registered(form, 'currentPassword')} />
      <NewPasswordField id="changed-password" {...registered(form, 'newPassword')} />
      <DialogFormFooter error={change.error} pending={change.isPending} label="Zmień hasło" pendingLabel="Zapisywanie..." />
    </form>
  );
}
