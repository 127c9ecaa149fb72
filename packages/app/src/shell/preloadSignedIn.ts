/**
 * The signed-in shell and the landing page load lazily (the sign-in page shows neither). They
 * are fetched ahead while a person chooses how to sign in (LoginRoute, when the page is idle),
 * or at the latest with the click on a demo user (DemoLogin): side by side, not each after the
 * chunk that names it (the route table, then the dashboard, then the overview: ~0.4 s more on
 * a busy two-core machine). Signing in then waits for the person's data only.
 *
 * After them the lists' reads (a dozen small chunks): the shell fetches them ahead only once
 * the landing page has settled (fetchAhead.ts), and a list clicked right after sign-in waited
 * for its reads' chunk before its first request (up to 400 ms at the large dataset).
 */
let isStarted = false;

export function preloadSignedIn(): void {
  if (isStarted) return;
  isStarted = true;
  const landing = Promise.all([
    import('./ShellLayout'),
    import('../pages/dashboard/DashboardPage'),
    import('../pages/dashboard/backOffice/OverviewSection'),
    // The lazy components' own promises, so their first render finds the code loaded.
    import('./pageRoutes').then(({ PAGES }) => PAGES.Dashboard?.page.preload()),
    import('../pages/dashboard/backOffice/BackOfficePage').then(({ preloadOverview }) => preloadOverview()),
  ]);
  void landing
    .then(async () => {
      const [{ PAGES }, { preloadSectionReads }] = await Promise.all([
        import('./pageRoutes'),
        import('../pages/dashboard/backOffice/BackOfficePage'),
      ]);
      for (const { reads } of Object.values(PAGES)) void reads?.preload();
      preloadSectionReads();
    })
    // A chunk that failed to load is asked for again where it is needed, and says so there.
    .catch(() => undefined);
}
