// What other features may use of the dictionaries feature: the product card (opened from any nnt).
export { ProductCardDialog } from './ProductCard';
