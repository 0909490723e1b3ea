//! The window's docking layout ([`egui_dock`]): the diagram in the middle, the outline on the
//! left, the inspector, diagnostics, partitions (tabbed with Verify's results) and CQL preview
//! on the right. Each pane is a
//! tab: its edges drag to resize it, its tab bar collapses it, drops it beside or onto another
//! pane, or out into a window of its own (right-click ▸ the eject item too).
//!
//! Only the arrangement lives here: which pane is where, how large, the least sizes the panes
//! keep while the window has room, and what is kept between runs. What a pane draws is the
//! app's ([`PaneContents`]). The side areas' widths are fractions of the window, so they follow
//! the window's size and never the width of what a pane shows (the inspector's content used to
//! widen its panel).

use egui_dock::{DockArea, DockState, Node, NodeIndex, Style, Surface, TabViewer, Tree};
use serde::{Deserialize, Serialize};

/// A pane of the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pane {
    /// The four diagrams (Conceptual, Workflow, Logical, Physical) with their toolbars.
    Diagram,
    /// The project's outline.
    Outline,
    /// The selection's properties.
    Inspector,
    /// Validation's and the analysis's findings.
    Diagnostics,
    /// Partition sizes per table.
    Partitions,
    /// `schema.cql` or `queries.cql` as exported.
    Cql,
    /// File ▸ Check a design…'s report: only in the layout once a design was checked, beside
    /// the diagram; it may be closed.
    Grade,
    /// What Cluster ▸ Verify found, query by query (tabbed with the partitions).
    Verify,
}

impl Pane {
    /// Every pane always in a layout, each exactly once (the grade pane comes and goes).
    pub const ALL: [Pane; 7] =
        [Self::Diagram, Self::Outline, Self::Inspector, Self::Diagnostics, Self::Partitions, Self::Cql, Self::Verify];

    /// The least width (points) the pane keeps beside others while the window has room.
    fn min_width(self) -> f32 {
        match self {
            Self::Diagram => 360.0,
            Self::Outline => 140.0,
            _ => 220.0,
        }
    }

    /// The least height (points), tab bar included, the pane keeps above or below others.
    fn min_height(self) -> f32 {
        match self {
            Self::Diagram => 240.0,
            _ => 72.0,
        }
    }
}

/// What the app draws in each pane, and how a pane is titled.
pub trait PaneContents {
    /// The pane's title on its tab.
    fn title(&self, pane: Pane) -> String;
    /// Draws the pane in `ui` (the pane's whole area; each pane scrolls itself).
    fn ui(&mut self, ui: &mut egui::Ui, pane: Pane);
}

/// The key the layout is kept under in eframe's storage.
pub const STORAGE_KEY: &str = "dock-layout";

/// The panes' arrangement.
#[derive(Debug)]
pub struct Dock {
    state: DockState<Pane>,
}

impl Default for Dock {
    /// The first-run layout: every pane shown at once.
    fn default() -> Self {
        let mut dock = Self { state: default_state() };
        dock.set_language();
        dock
    }
}

/// The outline, the diagram and the side column, left to right (fractions of the window), and
/// the side column's panes top to bottom (fractions of its height).
const OUTLINE_SHARE: f32 = 0.12;
const SIDE_SHARE: f32 = 0.33;
const INSPECTOR_SHARE: f32 = 0.46;
const DIAGNOSTICS_SHARE: f32 = 0.08;
/// The partitions' share of what is left below the diagnostics (the CQL preview has the rest):
/// five tables in sight at 1366 × 768, and the CQL preview about seven lines (issue 44: it
/// showed five).
const PARTITIONS_SHARE: f32 = 0.52;

fn default_state() -> DockState<Pane> {
    let mut state = DockState::new(vec![Pane::Diagram]);
    let tree = state.main_surface_mut();
    // In egui_dock a split's fraction is its left (top) child's share, and a split's children
    // scale with it. The outline is split off first, so widening the side column (the edge
    // moved most) leaves the outline as it is.
    let [rest, _] = tree.split_left(NodeIndex::root(), OUTLINE_SHARE, vec![Pane::Outline]);
    let [_, side] =
        tree.split_right(rest, (1.0 - OUTLINE_SHARE - SIDE_SHARE) / (1.0 - OUTLINE_SHARE), vec![Pane::Inspector]);
    let [_, below] = tree.split_below(side, INSPECTOR_SHARE, vec![Pane::Diagnostics]);
    // Verify's results are a tab beside the partitions (rows per partition, both).
    let [_, lists] =
        tree.split_below(below, DIAGNOSTICS_SHARE / (1.0 - INSPECTOR_SHARE), vec![Pane::Partitions, Pane::Verify]);
    tree.split_below(lists, PARTITIONS_SHARE, vec![Pane::Cql]);
    // The diagram has its own tabs (Conceptual, Workflow, ...): no tab bar above them. The
    // small triangle at its corner shows one (a pane dropped onto the diagram is tabbed there).
    if let Some((node, _)) = tree.find_tab(&Pane::Diagram)
        && let Node::Leaf(leaf) = &mut tree[node]
    {
        leaf.tab_bar_hidden = true;
    }
    state
}

impl Dock {
    /// The layout kept in `storage`, or the default when there is none or it is not a layout
    /// of these panes (an older version's, a damaged file).
    pub fn load(storage: Option<&dyn eframe::Storage>) -> Self {
        let mut kept: Option<DockState<Pane>> = storage.and_then(|s| eframe::get_value(s, STORAGE_KEY));
        // A report is not kept between runs: neither is its pane.
        if let Some(state) = &mut kept {
            state.retain_tabs(|p| *p != Pane::Grade);
        }
        let mut dock = match kept {
            Some(state) if is_sound(&state) => Self { state },
            _ => Self { state: default_state() },
        };
        dock.set_language();
        dock
    }

    /// Keeps the layout in `storage`.
    pub fn save(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.state);
    }

    /// Puts every pane back where it was at first.
    pub fn reset(&mut self) {
        *self = Self::default();
    }

    /// Words the dock's own menus and tooltips in the thread's language.
    pub fn set_language(&mut self) {
        let t = &mut self.state.translations;
        t.tab_context_menu.eject_button = tr!("gui-dock-eject");
        t.tab_context_menu.close_button = tr!("gui-dock-close");
        t.tab_context_menu.hide_tab_bar_button = tr!("gui-dock-hide-tab-bar");
        t.tab_context_menu.show_tab_bar_button = tr!("gui-dock-show-tab-bar");
        t.leaf.close_button_disabled_tooltip = tr!("gui-dock-cannot-close");
        t.leaf.close_all_button_disabled_tooltip = tr!("gui-dock-cannot-close");
        t.leaf.minimize_button = tr!("gui-dock-collapse");
        for hint in [
            &mut t.leaf.close_all_button,
            &mut t.leaf.close_all_button_menu_hint,
            &mut t.leaf.close_all_button_modifier_hint,
            &mut t.leaf.close_all_button_modifier_menu_hint,
        ] {
            tr!("gui-dock-cannot-close").clone_into(hint);
        }
        for hint in [
            &mut t.leaf.minimize_button_menu_hint,
            &mut t.leaf.minimize_button_modifier_hint,
            &mut t.leaf.minimize_button_modifier_menu_hint,
        ] {
            tr!("gui-dock-collapse").clone_into(hint);
        }
    }

    /// The area of the pane's tab group (its leaf) when last drawn: in the window, or in a
    /// window of its own when detached; `None` before it was drawn.
    pub fn pane_rect(&self, pane: Pane) -> Option<egui::Rect> {
        let path = self.state.find_tab(&pane)?;
        let rect = self.state.leaf(path.node_path()).ok()?.rect;
        rect.is_positive().then_some(rect)
    }

    /// Brings the pane's tab to the front of its group (Verify's, when a run starts and ends).
    pub fn show(&mut self, pane: Pane) {
        if let Some(path) = self.state.find_tab(&pane) {
            let _ = self.state.set_active_tab(path);
        }
    }

    /// `true` when the pane is in a window of its own.
    pub fn is_detached(&self, pane: Pane) -> bool {
        self.state.find_tab(&pane).is_some_and(|p| !p.surface.is_main())
    }

    /// Moves the pane into a window of its own at `rect` (what dragging its tab out does).
    pub fn detach(&mut self, pane: Pane, rect: egui::Rect) {
        if pane != Pane::Diagram
            && let Some(path) = self.state.find_tab(&pane)
        {
            self.state.detach_tab(path, rect);
        }
    }

    /// Shows `pane` (the grade report): brought to the front where it is, else split off to
    /// the right of the diagram.
    pub fn show_beside_diagram(&mut self, pane: Pane) {
        if let Some(path) = self.state.find_tab(&pane) {
            // Found just now: the path is the tab's.
            let _ = self.state.set_active_tab(path);
            return;
        }
        let Some(path) = self.state.find_tab(&Pane::Diagram) else { return };
        self.state.main_surface_mut().split_right(path.node, 0.5, vec![pane]);
    }

    /// Takes `pane` out of the layout (the grade report closed).
    pub fn remove(&mut self, pane: Pane) {
        if pane != Pane::Diagram && !Pane::ALL.contains(&pane) {
            self.state.retain_tabs(|p| *p != pane);
        }
    }

    /// `true` when `pane` is in the layout.
    pub fn has(&self, pane: Pane) -> bool {
        self.state.find_tab(&pane).is_some()
    }

    /// Draws the panes in `ui` (all of its remaining area), `contents` filling each.
    pub fn ui(&mut self, ui: &mut egui::Ui, contents: &mut impl PaneContents) {
        let area = ui.available_rect_before_wrap();
        if let Some(Surface::Main(tree)) = self.state.iter_surfaces_mut().next() {
            keep_min_sizes(tree, NodeIndex::root(), area.size());
        }
        let mut style = Style::from_egui(ui.style());
        // Least sizes are kept by `keep_min_sizes`, per pane; egui_dock's own (one figure for
        // every split, 175 points) would keep the side column from being narrowed at all on a
        // small window.
        style.separator.extra = style.tab_bar.height;
        style.separator.extra_interact_width = 6.0;
        DockArea::new(&mut self.state)
            .id(egui::Id::new("dock"))
            .style(style)
            .show_close_buttons(false)
            .show_leaf_close_all_buttons(false)
            .hidable_tab_bars(true)
            .window_bounds(area)
            .show_inside(ui, &mut Viewer(contents));
        // A pane dropped onto the diagram is tabbed with it: the tab bar shows, or the diagram
        // would be hidden behind the new tab with no visible way back.
        for (_, leaf) in self.state.iter_leaves_mut() {
            if leaf.tabs.len() > 1 && leaf.tabs.contains(&Pane::Diagram) {
                leaf.tab_bar_hidden = false;
            }
        }
    }
}

/// egui_dock's view of the panes: the titles and contents are the app's; the diagram stays in
/// the window; no pane closes (Reset panel layout brings every one back where it was).
struct Viewer<'a, C>(&'a mut C);

impl<C: PaneContents> TabViewer for Viewer<'_, C> {
    type Tab = Pane;

    fn id(&mut self, pane: &mut Pane) -> egui::Id {
        egui::Id::new(("pane", *pane))
    }

    fn title(&mut self, pane: &mut Pane) -> egui::WidgetText {
        self.0.title(*pane).into()
    }

    fn ui(&mut self, ui: &mut egui::Ui, pane: &mut Pane) {
        self.0.ui(ui, *pane);
    }

    fn on_tab_button(&mut self, pane: &mut Pane, response: &egui::Response) {
        // The tab is a button a screen reader (and a test) finds by its title.
        let title = self.0.title(*pane);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &title));
    }

    fn is_closeable(&self, pane: &Pane) -> bool {
        *pane == Pane::Grade
    }

    fn allowed_in_windows(&self, pane: &mut Pane) -> bool {
        *pane != Pane::Diagram
    }

    fn scroll_bars(&self, _pane: &Pane) -> [bool; 2] {
        // Each pane scrolls itself (tables keep their header, long lists draw only what shows).
        [false, false]
    }
}

/// The least extent of the subtree at `node` across (`horizontal`) or down.
fn min_extent(tree: &Tree<Pane>, node: NodeIndex, horizontal: bool) -> f32 {
    let least = |p: &Pane| if horizontal { p.min_width() } else { p.min_height() };
    match &tree[node] {
        Node::Empty => 0.0,
        // A collapsed pane is its tab bar.
        Node::Leaf(leaf) if leaf.collapsed && !horizontal => 24.0,
        Node::Leaf(leaf) => leaf.tabs.iter().map(least).fold(0.0, f32::max),
        Node::Horizontal(_) | Node::Vertical(_) => {
            let (a, b) = (min_extent(tree, node.left(), horizontal), min_extent(tree, node.right(), horizontal));
            if tree[node].is_horizontal() == horizontal { a + b } else { a.max(b) }
        }
    }
}

/// Moves the splits under `node` (of `size`) so each side keeps its least extent; where the
/// window is too small for both, they share it in proportion to their least extents.
fn keep_min_sizes(tree: &mut Tree<Pane>, node: NodeIndex, size: egui::Vec2) {
    let horizontal = match &tree[node] {
        Node::Horizontal(_) => true,
        Node::Vertical(_) => false,
        _ => return,
    };
    let extent = if horizontal { size.x } else { size.y };
    let (a, b) = (min_extent(tree, node.left(), horizontal), min_extent(tree, node.right(), horizontal));
    let (Node::Horizontal(split) | Node::Vertical(split)) = &mut tree[node] else { return };
    if extent > 0.0 && a + b > 0.0 {
        split.fraction = fitted(split.fraction, extent, a, b);
    }
    let f = split.fraction;
    let (first, second) = if horizontal {
        (egui::vec2(size.x * f, size.y), egui::vec2(size.x * (1.0 - f), size.y))
    } else {
        (egui::vec2(size.x, size.y * f), egui::vec2(size.x, size.y * (1.0 - f)))
    };
    keep_min_sizes(tree, node.left(), first);
    keep_min_sizes(tree, node.right(), second);
}

/// The first side's share of `extent` nearest `fraction` that leaves the sides at least `a`
/// and `b`; in proportion to them when `extent` is less than both.
fn fitted(fraction: f32, extent: f32, a: f32, b: f32) -> f32 {
    if a + b > extent || extent <= 0.0 {
        return if a + b > 0.0 { a / (a + b) } else { fraction };
    }
    // When the least sizes fill the extent exactly, rounding can put the lower bound a hair
    // above the upper one (`f32::clamp` would panic): the upper bound never goes below it.
    let low = a / extent;
    fraction.clamp(low, (1.0 - b / extent).max(low))
}

/// `true` when a kept layout can be shown: the main surface first, every split with both
/// children, fractions between 0 and 1, windows placed by numbers, and each pane exactly
/// once (the diagram in the main window).
fn is_sound(state: &DockState<Pane>) -> bool {
    let mut surfaces = state.iter_surfaces();
    if !matches!(surfaces.next(), Some(Surface::Main(_))) || surfaces.any(|s| matches!(s, Surface::Main(_))) {
        return false;
    }
    for surface in state.iter_surfaces() {
        let tree = match surface {
            Surface::Empty => continue,
            Surface::Main(tree) => tree,
            Surface::Window(tree, window) => {
                // Never shown yet: no place (infinite); a place that is no number: damaged.
                if window.rect().any_nan() {
                    return false;
                }
                tree
            }
        };
        for (i, node) in tree.iter().enumerate() {
            if let Node::Horizontal(split) | Node::Vertical(split) = node
                && (NodeIndex(i).right().0 >= tree.len() || !(0.0..=1.0).contains(&split.fraction))
            {
                return false;
            }
            if let Node::Leaf(leaf) = node
                && leaf.active.0 >= leaf.tabs.len().max(1)
            {
                return false;
            }
        }
    }
    let mut seen: Vec<Pane> = state.iter_all_tabs().map(|(_, p)| *p).filter(|p| *p != Pane::Grade).collect();
    seen.sort_by_key(|p| Pane::ALL.iter().position(|q| q == p));
    seen == Pane::ALL
        && state.iter_all_tabs().filter(|(_, p)| **p == Pane::Grade).count() <= 1
        && state.find_tab(&Pane::Diagram).is_some_and(|p| p.surface.is_main())
}

#[cfg(test)]
mod tests {
    use super::*;
    use eframe::Storage as _;

    fn widths(dock: &Dock, area: egui::Vec2) -> Vec<(Pane, f32)> {
        // The widths the panes get from the fractions, as drawn.
        let tree = &dock.state[egui_dock::SurfaceIndex::main()];
        let mut out = Vec::new();
        fn walk(tree: &Tree<Pane>, node: NodeIndex, size: egui::Vec2, out: &mut Vec<(Pane, f32)>) {
            match &tree[node] {
                Node::Leaf(leaf) => out.extend(leaf.tabs.iter().map(|p| (*p, size.x))),
                Node::Horizontal(s) => {
                    walk(tree, node.left(), egui::vec2(size.x * s.fraction, size.y), out);
                    walk(tree, node.right(), egui::vec2(size.x * (1.0 - s.fraction), size.y), out);
                }
                Node::Vertical(s) => {
                    walk(tree, node.left(), egui::vec2(size.x, size.y * s.fraction), out);
                    walk(tree, node.right(), egui::vec2(size.x, size.y * (1.0 - s.fraction)), out);
                }
                Node::Empty => {}
            }
        }
        walk(tree, NodeIndex::root(), area, &mut out);
        out
    }

    #[test]
    fn the_default_layout_has_every_pane_once_and_is_sound() {
        let dock = Dock::default();
        assert!(is_sound(&dock.state));
        let w = widths(&dock, egui::vec2(1280.0, 650.0));
        let of = |p| w.iter().find(|(q, _)| *q == p).map(|(_, w)| *w).expect("every pane is in the layout");
        assert!((of(Pane::Outline) - OUTLINE_SHARE * 1280.0).abs() < 1.0);
        assert!((of(Pane::Inspector) - SIDE_SHARE * 1280.0).abs() < 1.0);
        assert!((of(Pane::Diagram) - (1.0 - OUTLINE_SHARE - SIDE_SHARE) * 1280.0).abs() < 1.0);
    }

    #[test]
    fn a_narrow_window_keeps_the_least_widths_and_a_tiny_one_shares_it() {
        let mut dock = Dock::default();
        let area = egui::vec2(800.0, 540.0);
        keep_min_sizes(&mut dock.state[egui_dock::SurfaceIndex::main()], NodeIndex::root(), area);
        let w = widths(&dock, area);
        for (pane, width) in &w {
            assert!(*width + 0.5 >= pane.min_width(), "{pane:?} is {width} wide");
        }
        let area = egui::vec2(500.0, 300.0);
        keep_min_sizes(&mut dock.state[egui_dock::SurfaceIndex::main()], NodeIndex::root(), area);
        let w = widths(&dock, area);
        let total: f32 = w
            .iter()
            .filter(|(p, _)| matches!(p, Pane::Outline | Pane::Diagram | Pane::Inspector))
            .map(|(_, w)| w)
            .sum();
        assert!((total - 500.0).abs() < 0.5, "{w:?}");
    }

    /// Window sizes where the least sizes fill a split exactly (a 720-point-wide dock, most
    /// heights from 288 to 400) made `f32::clamp` panic: every size from tiny to wide, in
    /// half points, lays out.
    #[test]
    fn every_window_size_lays_out_without_a_panic() {
        let mut dock = Dock::default();
        for w in (200..=1600).step_by(1) {
            let size = egui::vec2(w as f32 * 0.5 + 300.0, 280.0 + (w % 260) as f32 * 0.5);
            keep_min_sizes(&mut dock.state[egui_dock::SurfaceIndex::main()], NodeIndex::root(), size);
        }
        for (a, b, extent) in [(140.0_f32, 580.0, 720.0), (72.0, 144.0, 216.0), (0.1, 0.2, 0.3)] {
            let f = fitted(0.5, extent, a, b);
            assert!((0.0..=1.0).contains(&f), "{f}");
        }
    }

    /// eframe's storage in memory (the window keeps it in a RON file).
    #[derive(Default)]
    struct Memory(std::collections::HashMap<String, String>);

    impl eframe::Storage for Memory {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.to_owned(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }

    #[test]
    fn a_kept_layout_comes_back_and_a_damaged_one_gives_the_default() {
        let mut dock = Dock::default();
        dock.detach(Pane::Cql, egui::Rect::from_min_size(egui::pos2(50.0, 60.0), egui::vec2(300.0, 200.0)));
        let mut storage = Memory::default();
        dock.save(&mut storage);
        let back = Dock::load(Some(&storage));
        assert!(back.is_detached(Pane::Cql), "the detached pane stays in its window");
        assert!(!back.is_detached(Pane::Inspector));
        // A pane missing (an older version's layout): the default instead.
        let mut missing = dock.state.clone();
        missing.retain_tabs(|p| *p != Pane::Outline);
        assert!(!is_sound(&missing));
        eframe::set_value(&mut storage, STORAGE_KEY, &missing);
        assert!(!Dock::load(Some(&storage)).is_detached(Pane::Cql), "the default layout");
        // A fraction out of range, and text that is no layout at all (a damaged file).
        let kept = {
            let mut s = Memory::default();
            Dock::default().save(&mut s);
            s.0.remove(STORAGE_KEY).expect("the layout was kept")
        };
        let damaged = kept.replacen("fraction:", "fraction:9", 1);
        assert_ne!(damaged, kept, "{kept}");
        storage.set_string(STORAGE_KEY, damaged);
        assert!(!is_sound(&storage_state(&storage)));
        storage.set_string(STORAGE_KEY, "(surfaces:[Main((nodes:[Horizontal((fraction:0.5))]))])".to_owned());
        let fallback = Dock::load(Some(&storage));
        assert!(is_sound(&fallback.state));
        storage.set_string(STORAGE_KEY, "not a layout".to_owned());
        assert!(is_sound(&Dock::load(Some(&storage)).state));
    }

    fn storage_state(storage: &Memory) -> DockState<Pane> {
        eframe::get_value(storage, STORAGE_KEY).expect("a layout, if a damaged one")
    }
}
