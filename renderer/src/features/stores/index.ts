// What other features may use of the stores feature; everything else in this folder is its own.
export { storeDisplayName } from './store-display-name';
export { fieldCodesOf } from './describe-store-error';
export { useSecretStates, useStores } from './use-stores';
export { SecretForm } from './SecretForm';
