/**
 * The address a signed-out flow is confirming with a mailed code (registration, password recovery), kept
 * in this tab's session storage so a reload resumes at the code step. Never the password.
 */
export function readPendingEmail(flow: 'register' | 'recover'): string | null {
  return window.sessionStorage.getItem(`medhire:employer:${flow}:email`);
}

export function writePendingEmail(flow: 'register' | 'recover', email: string | null): void {
  const key = `medhire:employer:${flow}:email`;
  if (email) window.sessionStorage.setItem(key, email);
  else window.sessionStorage.removeItem(key);
}
