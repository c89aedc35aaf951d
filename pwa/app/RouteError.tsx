import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from '../features/errors/ErrorPage';
import { isReachable } from '../lib/reachability';

/**
 * Errors thrown while loading or rendering a route: 404 for unknown data; a screen's code that could not be fetched
 * without a connection (not cached on this device yet) says so; else 500.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage code={404} />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ErrorPage code={403} />;
  // A screen's code that could not be fetched while the server does not answer (whatever the browser believes of the
  // network: Wi-Fi without internet): not cached on this device yet.
  if (error instanceof TypeError && !isReachable()) return <ErrorPage code="offline" />;
  console.error(error);
  return <ErrorPage code={500} />;
}
