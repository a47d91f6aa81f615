from __future__ import annotations

import pytest

from pardsgui.core.contract import Game, GameUnavailable, OptionError
from pardsgui.games import GAME_IDS, GAMES, available_ids, game_info, get_game, is_available


def test_every_game_of_the_product_is_listed_in_order() -> None:
    assert GAME_IDS == ("pards", "parry", "pagade", "kerd", "nardshir")
    assert [info.name for info in GAMES] == ["Pards", "Parry", "Pagade", "Kerd", "Nardshir"]


def test_available_games_load_and_name_themselves() -> None:
    assert "nardshir" in available_ids()
    for game_id in available_ids():
        game = get_game(game_id)
        assert isinstance(game, Game)
        assert game.id == game_id and game.name == game_info(game_id).name
        assert get_game(game_id) is game


def test_games_not_built_yet_say_so_instead_of_going_missing() -> None:
    for game_id in GAME_IDS:
        if not is_available(game_id):
            with pytest.raises(GameUnavailable, match="not available"):
                get_game(game_id)


def test_unknown_games_are_refused_with_the_list() -> None:
    with pytest.raises(KeyError, match="games: pards, parry"):
        get_game("chess")


def test_options_are_checked() -> None:
    game = get_game("nardshir")
    assert game.check_options({}) == {"variant": "ludii2"}
    with pytest.raises(OptionError, match="no option 'colour'"):
        game.initial(colour="red")
    with pytest.raises(OptionError, match="choose one of ludii2, historical"):
        game.initial(variant="modern")


def test_each_game_declares_exactly_the_parts_its_package_has() -> None:
    from pathlib import Path

    import pardsgui.games
    from pardsgui.games import PARTS, part

    for info in GAMES:
        folder = Path(pardsgui.games.__file__).parent / info.id
        on_disk = {name for name in PARTS if (folder / f"{name}.py").is_file()}
        assert info.parts == on_disk, info.id  # a part on disk but not declared would never load
        for name in PARTS:
            module = part(info.id, name)
            assert (module is not None) == (name in info.parts)
    with pytest.raises(ValueError, match="not a game part"):
        part("pards", "rules")


def test_a_game_from_outside_the_package_joins_by_its_declaration() -> None:
    from pathlib import Path

    from pardsgui.games import GameInfo, game_ids, game_resource, games, register
    from tests import toygame

    assert game_ids()[: len(GAME_IDS)] == GAME_IDS  # the product's games first, in order
    assert "rows" in game_ids() and "rows" in available_ids() and "rows" not in GAME_IDS
    assert games()[-1] is toygame.INFO and get_game("rows") is toygame.GAME
    assert (
        game_resource("rows", "rules", "rows.md") == Path(toygame.__file__).parent / "resources/rules/rows.md"
    )
    assert game_resource("kerd", "rules", "kerd.md").is_file()  # the app's own resources
    with pytest.raises(ValueError, match="registered already"):
        register(toygame.INFO)
    with pytest.raises(ValueError, match="names its package"):
        register(GameInfo("other", "Other", "no package"))
    missing = GameInfo("ghost", "Ghost", "a package that is not there", package="tests.no_such_game")
    register(missing)
    try:
        assert not is_available("ghost") and "ghost" not in available_ids()
        with pytest.raises(GameUnavailable, match="Ghost is not available"):
            get_game("ghost")
    finally:
        import pardsgui.games

        del pardsgui.games._INFO["ghost"]


def test_the_id_is_written_once_in_the_game_and_checked_against_the_registry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import pardsgui.games
    from pardsgui.games import GameInfo

    for game_id in available_ids():
        game = get_game(game_id)
        assert game.position_type.game_id == game_id == game.initial().game_id
    wrong = GameInfo(
        "rows-again", "Four in a row", "the toy game's package under another id", package="tests.toygame"
    )
    monkeypatch.setitem(pardsgui.games._INFO, wrong.id, wrong)
    with pytest.raises(ValueError, match=r"GAME is 'rows' .* the registry declares 'rows-again'"):
        get_game("rows-again")
