/**
 * Mantine styles per component instead of the whole @mantine/core/styles.css: about 12 KB gzipped
 * instead of 41 KB (prerendered pages inline only the rules their markup needs and load this sheet after
 * the first paint: build/prerender/critical-css.ts). The order follows the
 * full sheet's, so dependencies (UnstyledButton before Button, Input before TextInput) keep their
 * cascade. tests/unit/mantine-styles.test.ts fails when a component is used without its styles here.
 */
import '@mantine/core/styles/baseline.css';
// Mantine's default custom properties less the palettes the site never names (build/theme-css.ts).
import './mantine-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
// The theme's page-wide properties and classes, which Mantine's provider would compute on every page.
import './theme.css';
