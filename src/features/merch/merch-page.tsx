import { AspectRatio, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FEATURED_MERCH, MERCH_STORES, type MerchProduct } from '../../site';
import { ExternalButton, ExternalLink } from '../../components/external-link';
import { PageMeta } from '../../components/page-meta';
import { PLACEHOLDER_IMAGE } from '../../components/placeholder';

function ProductCard({ product }: { product: MerchProduct }) {
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Image
            src={product.imageUrl}
            fallbackSrc={PLACEHOLDER_IMAGE}
            alt={product.title}
            loading="lazy"
            width={400}
            height={400}
            style={{ height: 'auto' }}
          />
        </AspectRatio>
      </Card.Section>
      <Title order={3} size="h5" mt="sm" mb="xs">
        {product.title}
      </Title>
      <ExternalLink href={product.productUrl} size="sm" fw={700}>
        View product
      </ExternalLink>
    </Card>
  );
}

function Store({ store }: { store: keyof typeof MERCH_STORES }) {
  const { label, href } = MERCH_STORES[store];
  const name = store === 'teepublic' ? 'TeePublic' : 'Redbubble';
  return (
    <Stack component="section" gap="md" aria-labelledby={`store-${store}`}>
      <Title order={2} id={`store-${store}`}>
        Featured on {name}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {FEATURED_MERCH[store].map((product) => (
          <ProductCard key={product.productUrl} product={product} />
        ))}
      </SimpleGrid>
      <ExternalButton href={href} w="fit-content">
        {label}
      </ExternalButton>
    </Stack>
  );
}

export function MerchPage() {
  return (
    <Stack gap={40}>
      <PageMeta title="Merch" description="Shirts, stickers and more from Galactic Quandaries." />
      <Stack gap="xs">
        <Title order={1}>Merch</Title>
        <Text size="lg">
          Carry the quandary with you. Our designs are printed on demand by two independent shops,
          so pick the one that ships best to your corner of the galaxy.
        </Text>
      </Stack>
      <Store store="teepublic" />
      <Store store="redbubble" />
      <Text ta="center" size="lg">
        Thank you for supporting independent feminist criticism. Every shirt, sticker and mug helps
        us keep writing, recording and paying our contributors.
      </Text>
    </Stack>
  );
}
