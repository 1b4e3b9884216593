// /appLogin – the same mobile login as /Loginapp (accounts.md 2.2), without a product id.
export { default, generateMetadata } from '../Loginapp/page';
