import { type ComponentProps, createContext, type ElementType, useContext } from 'react';

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

function PageLink({ to, ...props }: AppLinkProps) {
  return <a href={to} {...props} />;
}

/**
 * Links in components that also render outside the router (the landing page, nav and footer, which
 * load without react-router to keep the landing page small). Inside the app, App provides the
 * router's Link; elsewhere a link is a plain page load.
 */
export const LinkComponentContext = createContext<ElementType<AppLinkProps>>(PageLink);

export function AppLink(props: AppLinkProps) {
  const LinkComponent = useContext(LinkComponentContext);
  return <LinkComponent {...props} />;
}
