// include: Shared/Presenter.swift
