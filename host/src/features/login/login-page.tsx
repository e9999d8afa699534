// spec §2 Login (/ind/login): title 'Individual account login' with the login form.
import { LOGIN_TEXT } from './messages';
import type { LoginFormProps } from './login-form';
import { DeferredLoginForm } from './deferred-login-form';
import styles from './login-page.module.css';

export function LoginPage({ onStart, onSubmitting }: Pick<LoginFormProps, 'onStart' | 'onSubmitting'>) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{LOGIN_TEXT.login.pageTitle}</h1>
      <DeferredLoginForm title={LOGIN_TEXT.login.formTitle} onStart={onStart} onSubmitting={onSubmitting} />
    </div>
  );
}
