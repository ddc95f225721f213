export { default as SignInScreen } from './SignInScreen.tsx';
