import { Container, Paper } from '@mantine/core';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /admin-panel/forgot-password (blank layout, like the admin sign-in). */
export function AdminForgotPasswordPage() {
  return <ForgotPasswordForm account="Admin" />;
}

/** /panel/forgot-password (blank layout, like the agent sign-in). */
export function AgentForgotPasswordPage() {
  return <ForgotPasswordForm account="Agent" />;
}

/** /login/forgot-password (public layout, in the same card as the customer sign-in). */
export function CustomerForgotPasswordPage() {
  return (
    <Container size={480} px="md" py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <ForgotPasswordForm account="User" />
      </Paper>
    </Container>
  );
}
