// The public site's member side: the header's sign-in button and the footer's distributor request link.
export { MemberSignInButton } from './SignInButton';
export { DistributorLink } from './DistributorLink';
export { openSignIn as openMemberSignIn } from './signInStore';
