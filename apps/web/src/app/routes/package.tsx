// Route: a package from the fixed package list.
import packageList from 'virtual:catalog/packages';
import { PackagePage } from '../../features/catalog/components/package-page';
import type { RouteHandle } from '../../lib/page-meta';

export function loader({ params }: { params: { id?: string } }) {
  return packageList.packages.find((pkg) => pkg.id === params.id) ?? null;
}
export const Component = PackagePage;
export const handle: RouteHandle = {
  meta: (data) => {
    const pkg = data as (typeof packageList.packages)[number] | null;
    return pkg ? { title: pkg.name, description: pkg.description } : { title: 'Package not found', description: 'This package does not exist.' };
  },
};
