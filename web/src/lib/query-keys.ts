/** Cache keys are the API paths they hold (docs/product.md section 7), so a key says what it caches. */
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  dashboard: ['/api/dashboard'] as const,
  projects: ['/api/projects'] as const,
  project: (id: string) => ['/api/projects', id] as const,
  projectAlerts: (id: string) => ['/api/projects', id, 'alerts'] as const,
  projectActivity: (id: string) => ['/api/projects', id, 'activity'] as const,
  smsConfig: ['/sms/config'] as const,
  team: ['/api/team'] as const,
};
