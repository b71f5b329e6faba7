package escarmouche.ui.build;

import escarmouche.ui.page.Line;
import java.util.List;

/** The builder's keys, for its "?" page. */
final class BuildKeys {
    private BuildKeys() {}

    static List<Line> lines() {
        return List.of(
                Line.heading("Moving"),
                Line.of("  arrows, h j k l y u b n     move the cursor (the keypad too)"),
                Line.heading("Drawing (the characters of the scenario format)"),
                Line.of("  #  wall        .  floor       ,  difficult    ;  very difficult"),
                Line.of("  =  stairs      +  door        '  open door    o  low wall"),
                Line.of("  O  pillar      ~  water"),
                Line.of("  Space    draw the last terrain again here"),
                Line.of("  p        pen down or up: moving draws as it goes"),
                Line.of("  L        lock the door here, with the DC to pick it (0 unlocks)"),
                Line.heading("Creatures"),
                Line.of("  c        place a creature of the content here"),
                Line.of("  Enter    edit the creature here: id, side, hit points, behaviour,"),
                Line.of("           hidden or not, player or AI control"),
                Line.of("  m        move the creature here (arrows, then Enter or m)"),
                Line.of("  x        remove the creature here"),
                Line.heading("The encounter"),
                Line.of("  N        name        S  seed        r  rules: house or dd5"),
                Line.of("  D        difficulty, as the lists show it: easy, medium, hard, deadly"),
                Line.of("  w        save (as a scenario file: ./play run and ./play check read it)"),
                Line.of("  P        every problem found, as ./play check says it"),
                Line.of("  Esc, q   leave (asks first when something is not saved)"),
                Line.dim("The pane under the map checks the encounter after every change."));
    }
}
