// Every Chakra recipe, for the back-office and auth screens; loaded lazily so
// the public site's first load carries only PUBLIC_RECIPES (./theme.ts).
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import type { RecipeSet } from './theme';

export const FULL_RECIPES: RecipeSet = { recipes, slotRecipes };
